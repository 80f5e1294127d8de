/**
 * Writes a large USPTO case-file XML (same structure as tests/fixtures/uspto/apc261120-sample.xml) with
 * `count` invented marks, streamed with backpressure, for the import's memory and speed checks. Each case
 * file carries the statements, events and addresses a real one has (about 1.6 KB), so the byte count is
 * realistic; marks are seeded pseudo-words, serials 80000000 upwards.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const SYLLABLES = [
  'pa',
  'lo',
  'vi',
  'ra',
  'zen',
  'qu',
  'ti',
  'mo',
  'ka',
  'lu',
  'ne',
  'tor',
  'bri',
  'sol',
  'flo',
  'ma',
  'dex',
  'ori',
  'ph',
  'cy',
];
const STATUS_CODES = ['700', '700', '700', '630', '641', '686', '602', '606', '710', '800', '900', '731'];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function caseFileXml(index: number, random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const words = 1 + Math.floor(random() * 2);
  const mark = Array.from({ length: words }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''))
    .join(' ')
    .toUpperCase();
  const serial = String(80_000_000 + index);
  const status = pick(STATUS_CODES);
  const registered = status.startsWith('7') || status === '800' || status === '900';
  const year = 1990 + Math.floor(random() * 36);
  const filing = `${year}0${1 + Math.floor(random() * 9)}1${Math.floor(random() * 9)}`;
  const firstClass = 1 + Math.floor(random() * 45);
  const classes = random() < 0.4 ? [firstClass, 1 + Math.floor(random() * 45)] : [firstClass];
  const classCodes = classes
    .map((code) => `              <international-code>${String(code).padStart(3, '0')}</international-code>`)
    .join('\n');
  return `        <case-file>
          <serial-number>${serial}</serial-number>
          <registration-number>${registered ? String(3_000_000 + index) : '0000000'}</registration-number>
          <transaction-date>20261120</transaction-date>
          <case-file-header>
            <filing-date>${filing}</filing-date>
${registered ? `            <registration-date>${year + 1}0101</registration-date>\n` : ''}            <status-code>${status}</status-code>
            <status-date>20261119</status-date>
            <mark-identification>${mark}</mark-identification>
            <mark-drawing-code>4000</mark-drawing-code>
            <attorney-name>Jane Q. Counsel</attorney-name>
          </case-file-header>
          <case-file-statements>
            <case-file-statement>
              <type-code>GS0${String(firstClass).padStart(2, '0')}1</type-code>
              <text>Providing temporary use of online non-downloadable software for managing ${mark.toLowerCase()} records, namely, scheduling, invoicing and reporting</text>
            </case-file-statement>
          </case-file-statements>
          <case-file-event-statements>
            <case-file-event-statement>
              <code>NWAP</code>
              <type>I</type>
              <description-text>NEW APPLICATION ENTERED</description-text>
              <date>${filing}</date>
              <number>1</number>
            </case-file-event-statement>
          </case-file-event-statements>
          <classifications>
            <classification>
              <international-code-total-no>${classes.length}</international-code-total-no>
${classCodes}
              <status-code>6</status-code>
              <primary-code>${String(firstClass).padStart(3, '0')}</primary-code>
            </classification>
          </classifications>
          <correspondent>
            <address-1>JANE Q. COUNSEL</address-1>
            <address-2>1 MAIN ST</address-2>
          </correspondent>
          <case-file-owners>
            <case-file-owner>
              <entry-number>1</entry-number>
              <party-type>10</party-type>
              <legal-entity-type-code>16</legal-entity-type-code>
              <party-name>${mark} Holdings Inc.</party-name>
              <address-1>100 Example Road</address-1>
              <city>Springfield</city>
              <state>IL</state>
              <country>US</country>
            </case-file-owner>
          </case-file-owners>
        </case-file>
`;
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<trademark-applications-daily>
  <version>
    <version-no>2.0</version-no>
    <version-date>20080212</version-date>
  </version>
  <application-information>
    <file-segments>
      <file-segment>TMRK</file-segment>
      <action-keys>
        <action-key>00</action-key>
`;
const TAIL = `      </action-keys>
    </file-segments>
  </application-information>
</trademark-applications-daily>
`;

export interface GeneratedFile {
  caseFiles: number;
  bytes: number;
}

/** Writes case files until `count` is reached or, with `targetBytes`, until the file is that large. */
export async function generateCaseFileXml(
  path: string,
  options: { count?: number; targetBytes?: number; seed?: number },
): Promise<GeneratedFile> {
  const random = seededRandom(options.seed ?? 42);
  const output = createWriteStream(path);
  let bytes = 0;
  let caseFiles = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!output.write(text)) await once(output, 'drain');
  };
  await write(HEAD);
  const done = () =>
    (options.count !== undefined && caseFiles >= options.count) || (options.targetBytes !== undefined && bytes >= options.targetBytes);
  while (!done()) {
    // Batches of 200 case files per write keep the generator fast without growing memory.
    let chunk = '';
    for (let index = 0; index < 200 && !done(); index += 1) {
      const xml = caseFileXml(caseFiles, random);
      chunk += xml;
      caseFiles += 1;
      bytes += Buffer.byteLength(xml);
    }
    bytes -= Buffer.byteLength(chunk);
    await write(chunk);
  }
  await write(TAIL);
  output.end();
  await once(output, 'finish');
  return { caseFiles, bytes };
}
