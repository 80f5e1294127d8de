import { describe, expect, it } from 'vitest';
import { caseFileDate, CaseFileParser, type CaseFile } from './case-file-parser.js';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<trademark-applications-daily><application-information><file-segments><action-keys>
<case-file>
  <serial-number>97100001</serial-number><registration-number>0000000</registration-number>
  <transaction-date>20261120</transaction-date>
  <case-file-header><filing-date>20210304</filing-date><status-code>630</status-code>
    <mark-identification>CAFÉ  &amp; <![CDATA[CRÈME]]></mark-identification></case-file-header>
  <classifications><classification><international-code>009</international-code><international-code>B</international-code>
    <status-code>6</status-code></classification>
    <classification><international-code>042</international-code><international-code>009</international-code></classification></classifications>
  <case-file-owners>
    <case-file-owner><party-type>10</party-type><party-name>First Applicant LLC</party-name></case-file-owner>
    <case-file-owner><party-type>30</party-type><party-name>Registrant Inc.</party-name></case-file-owner>
    <case-file-owner><party-type>30</party-type><party-name>Joint Registrant Inc.</party-name></case-file-owner>
  </case-file-owners>
</case-file>
<case-file><serial-number>not-a-serial</serial-number></case-file>
</action-keys></file-segments></application-information></trademark-applications-daily>`;

function parse(chunks: (string | Uint8Array)[]): CaseFile[] {
  const caseFiles: CaseFile[] = [];
  const parser = new CaseFileParser((caseFile) => caseFiles.push(caseFile));
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return caseFiles;
}

describe('CaseFileParser', () => {
  it('reads one case file, whatever the chunking (even a UTF-8 character split across chunks)', () => {
    const bytes = new TextEncoder().encode(XML);
    const oneByteChunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    const expected: CaseFile = {
      serialNumber: '97100001',
      registrationNumber: null,
      markText: 'CAFÉ & CRÈME',
      statusCode: '630',
      filingDate: '2021-03-04',
      registrationDate: null,
      transactionDate: '2026-11-20',
      ownerName: 'Registrant Inc.',
      internationalClasses: [9, 42],
    };
    expect(parse([XML])).toEqual([expected]);
    expect(parse(oneByteChunks)).toEqual([expected]);
  });

  it('throws on XML that is not well formed, with the position', () => {
    expect(() => parse(['<trademark-applications-daily><case-file></trademark-applications-daily>'])).toThrow(
      /Not a readable USPTO case-file XML: .*\d+:\d+/,
    );
  });
});

describe('caseFileDate', () => {
  it('turns yyyymmdd into yyyy-mm-dd and refuses anything else', () => {
    expect(caseFileDate('20240229')).toBe('2024-02-29');
    expect(caseFileDate('20230229')).toBeNull();
    expect(caseFileDate('19870000')).toBeNull();
    expect(caseFileDate('')).toBeNull();
  });
});
