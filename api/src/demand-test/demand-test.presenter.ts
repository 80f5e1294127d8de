import type { DemandTestReport } from './demand-test.service.js';
import type { SignupRow } from './demand-test.store.js';

export interface SignupView {
  id: string;
  email: string;
  wouldPay: number | null;
  useCase: string | null;
  utmSource: string | null;
  referrerHost: string | null;
  confirmed: boolean;
  createdAt: Date;
}

export function presentSignup(row: SignupRow): SignupView {
  return {
    id: row.id,
    email: row.email,
    wouldPay: row.wouldPay,
    useCase: row.useCase,
    utmSource: row.utmSource,
    referrerHost: row.referrerHost,
    confirmed: row.confirmedAt !== null,
    createdAt: new Date(row.createdAt),
  };
}

export function presentDemandTest(report: DemandTestReport, signups: SignupRow[]) {
  return { ...report, signupList: signups.map(presentSignup) };
}
