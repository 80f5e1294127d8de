import { SaxesParser, type SaxesTag } from 'saxes';

/**
 * One <case-file> of the USPTO Trademark Full Text XML ("Trademark Applications Daily XML", DTD v2.0):
 *
 *   <trademark-applications-daily><application-information><file-segments><action-keys>
 *     <case-file>
 *       <serial-number> <registration-number> <transaction-date>
 *       <case-file-header> <filing-date> <registration-date> <status-code> <mark-identification> ...
 *       <classifications><classification><international-code> ...
 *       <case-file-owners><case-file-owner><party-type> <party-name> ...
 */
export interface CaseFile {
  serialNumber: string;
  registrationNumber: string | null;
  markText: string | null;
  statusCode: string | null;
  /** yyyy-mm-dd */
  filingDate: string | null;
  registrationDate: string | null;
  transactionDate: string | null;
  ownerName: string | null;
  /** Nice classes 1-45, sorted, without duplicates (the US-only codes A, B and 200 are left out). */
  internationalClasses: number[];
}

interface OwnerDraft {
  partyType: number;
  partyName: string;
}

interface CaseFileDraft {
  serialNumber: string;
  registrationNumber: string;
  transactionDate: string;
  markText: string;
  statusCode: string;
  filingDate: string;
  registrationDate: string;
  classes: Set<number>;
  owners: OwnerDraft[];
  owner: { partyType: string; partyName: string } | null;
}

/** The text fields read, by "parent/element" (the same element name means different things under other parents). */
type Field = 'serial' | 'registration' | 'transaction' | 'mark' | 'status' | 'filing' | 'registered' | 'class' | 'partyType' | 'partyName';

const FIELDS: ReadonlyMap<string, Field> = new Map([
  ['case-file/serial-number', 'serial'],
  ['case-file/registration-number', 'registration'],
  ['case-file/transaction-date', 'transaction'],
  ['case-file-header/mark-identification', 'mark'],
  ['case-file-header/status-code', 'status'],
  ['case-file-header/filing-date', 'filing'],
  ['case-file-header/registration-date', 'registered'],
  ['classification/international-code', 'class'],
  ['case-file-owner/party-type', 'partyType'],
  ['case-file-owner/party-name', 'partyName'],
]);

/** yyyymmdd -> yyyy-mm-dd; anything else (empty, zeros, partial dates such as 19870000) -> null. */
export function caseFileDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

function registrationNumberOf(value: string): string | null {
  const trimmed = value.trim();
  // Applications that never registered carry 0000000.
  return trimmed === '' || /^0+$/.test(trimmed) ? null : trimmed;
}

/**
 * A streaming reader of case files: feed it the XML in chunks of any size (bytes or text), it calls
 * `onCaseFile` for each complete <case-file> and keeps nothing else, so memory stays flat whatever the
 * file's size. Malformed XML throws with its line and column.
 */
export class CaseFileParser {
  private readonly parser = new SaxesParser({ position: true });
  private readonly decoder = new TextDecoder('utf-8');
  private readonly stack: string[] = [];
  private draft: CaseFileDraft | null = null;
  private field: Field | null = null;
  private text = '';
  private failure: Error | null = null;
  /** Undefined entities (the XML names no DTD entities) are skipped, counted here, and parsing goes on. */
  undefinedEntities = 0;

  constructor(private readonly onCaseFile: (caseFile: CaseFile) => void) {
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.close(tag));
    this.parser.on('text', (text) => this.append(text));
    this.parser.on('cdata', (text) => this.append(text));
    this.parser.on('error', (error) => {
      if (/undefined entity/i.test(error.message)) {
        this.undefinedEntities += 1;
        return;
      }
      this.failure ??= new Error(`Not a readable USPTO case-file XML: ${error.message}`);
    });
  }

  write(chunk: Uint8Array | string): void {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (text) this.parser.write(text);
    this.throwIfFailed();
  }

  end(): void {
    const rest = this.decoder.decode();
    if (rest) this.parser.write(rest);
    this.parser.close();
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  private open(tag: SaxesTag): void {
    const name = tag.name;
    const parent = this.stack[this.stack.length - 1];
    this.stack.push(name);
    if (name === 'case-file') {
      this.draft = {
        serialNumber: '',
        registrationNumber: '',
        transactionDate: '',
        markText: '',
        statusCode: '',
        filingDate: '',
        registrationDate: '',
        classes: new Set(),
        owners: [],
        owner: null,
      };
      return;
    }
    if (!this.draft) return;
    if (name === 'case-file-owner') this.draft.owner = { partyType: '', partyName: '' };
    const field = parent ? FIELDS.get(`${parent}/${name}`) : undefined;
    if (field) {
      this.field = field;
      this.text = '';
    }
  }

  private append(text: string): void {
    if (this.field) this.text += text;
  }

  private close(tag: SaxesTag): void {
    this.stack.pop();
    const draft = this.draft;
    if (!draft) return;
    if (this.field) {
      this.store(draft, this.field, this.text);
      this.field = null;
      this.text = '';
      return;
    }
    if (tag.name === 'case-file-owner' && draft.owner) {
      const partyName = draft.owner.partyName.trim();
      if (partyName) draft.owners.push({ partyType: Number.parseInt(draft.owner.partyType, 10) || 0, partyName });
      draft.owner = null;
    } else if (tag.name === 'case-file') {
      this.draft = null;
      const caseFile = finish(draft);
      if (caseFile) this.onCaseFile(caseFile);
    }
  }

  private store(draft: CaseFileDraft, field: Field, value: string): void {
    switch (field) {
      case 'serial':
        draft.serialNumber = value.trim();
        break;
      case 'registration':
        draft.registrationNumber = value;
        break;
      case 'transaction':
        draft.transactionDate = value;
        break;
      case 'mark':
        draft.markText = value;
        break;
      case 'status':
        draft.statusCode = value.trim();
        break;
      case 'filing':
        draft.filingDate = value;
        break;
      case 'registered':
        draft.registrationDate = value;
        break;
      case 'class': {
        const code = Number.parseInt(value.trim(), 10);
        if (/^\d+$/.test(value.trim()) && code >= 1 && code <= 45) draft.classes.add(code);
        break;
      }
      case 'partyType':
        if (draft.owner) draft.owner.partyType = value.trim();
        break;
      case 'partyName':
        if (draft.owner) draft.owner.partyName += value;
        break;
    }
  }
}

/**
 * The owner shown is taken to be the current one: the DTD's party-type codes rise along a mark's life
 * (applicant in the 10s, owner at publication in the 20s, registrant in the 30s, later owners above),
 * so the highest party type wins; among joint owners of that type, the first listed.
 */
function currentOwner(owners: OwnerDraft[]): string | null {
  let best: OwnerDraft | null = null;
  for (const owner of owners) if (!best || owner.partyType > best.partyType) best = owner;
  return best ? best.partyName : null;
}

function finish(draft: CaseFileDraft): CaseFile | null {
  if (!/^\d{8}$/.test(draft.serialNumber)) return null;
  const markText = draft.markText.replace(/\s+/g, ' ').trim();
  return {
    serialNumber: draft.serialNumber,
    registrationNumber: registrationNumberOf(draft.registrationNumber),
    markText: markText || null,
    statusCode: draft.statusCode || null,
    filingDate: caseFileDate(draft.filingDate),
    registrationDate: caseFileDate(draft.registrationDate),
    transactionDate: caseFileDate(draft.transactionDate),
    ownerName: currentOwner(draft.owners),
    internationalClasses: [...draft.classes].sort((a, b) => a - b),
  };
}
