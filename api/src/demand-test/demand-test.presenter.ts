import type { DemandTestReport } from './demand-test.service.js';
import type { SignupRow } from './demand-test.store.js';

/** A signup as the owner sees it: whether it was confirmed rather than when, and its time as a Date. */
export interface SignupView extends Omit<SignupRow, 'confirmedAt' | 'createdAt'> {
  confirmed: boolean;
  createdAt: Date;
}

/** Field by field, so a column added to the store's query is never shown unasked. */
export function presentSignup(row: SignupRow): SignupView {
  return {
    id: row.id,
    email: row.email,
    wouldPay: row.wouldPay,
    useCase: row.useCase,
    utmSource: row.utmSource,
    referrerHost: row.referrerHost,
    confirmed: row.confirmedAt !== null,
    counted: row.counted,
    createdAt: new Date(row.createdAt),
  };
}

export function presentDemandTest(report: DemandTestReport, signups: SignupRow[]) {
  return { ...report, uniqueVisitors: report.visits, signupList: signups.map(presentSignup) };
}
