/**
 * The knockout search over the imported fixture (tests/fixtures/uspto/apc261120-sample.xml): exact,
 * similar and sounds-alike matches, Nice classes from the category, live marks first, conflicts, TSDR links,
 * and the 'not-imported' / 'unavailable' answers the legal stage turns into UNKNOWN.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  importTrademarks,
  searchTrademarks,
  trademarkImportState,
  trademarkSupportProblem,
  type TrademarkHit,
} from '../../api/src/research/trademarks/index.js';
import { tradeWords } from '../../api/src/research/intelligence/stages/trademark-search.js';
import { createTestDatabase } from '../support/database.js';

const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/uspto/apc261120-sample.xml');

let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'), inject('databaseRunId'));
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const bySerial = (hits: TrademarkHit[]) => new Map(hits.map((hit) => [hit.serialNumber, hit]));

describe('trademark search before any import', () => {
  it("answers 'not-imported' with the reason, and no hits", async () => {
    const result = await searchTrademarks(pool, { name: 'PawPal', category: 'SaaS/Software' });
    expect(result).toMatchObject({
      status: 'not-imported',
      reason: 'trademark data not imported',
      hits: [],
      conflicts: 0,
      terms: ['pawpal'],
    });
    expect((await trademarkImportState(pool)).imported).toBe(false);
  });
});

describe('trademark search over the fixture', () => {
  beforeAll(async () => {
    await importTrademarks(pool, SAMPLE);
  });

  it('finds exact (spacing and punctuation aside), similar and sounds-alike marks in the relevant classes, live first', async () => {
    const result = await searchTrademarks(pool, { name: 'PawPal App', category: 'SaaS/Software' });
    expect(result.status).toBe('searched');
    expect(result.terms).toEqual(['pawpal']); // "app" is generic
    expect(result.classes).toEqual([9, 42]);
    const serials = result.hits.map((hit) => hit.serialNumber);
    expect(serials).toEqual([
      '97100026', // PAWPAL, live, class 9: exact, relevant (the newer filing of the two first)
      '97100001', // PAWPAL, live, classes 9 and 42
      '97100003', // PAWPALS, live, class 42: similar
      '97100007', // PAUPAL, live, class 9: sounds alike
      '97100030', // PAW-PAL!, live, class 44: exact but not a relevant class
      '97100005', // PAWPAL, live, class 25 (clothing)
      '97100002', // PAW PAL, abandoned: dead marks after every live one
      '97100008', // PAWPAL, cancelled
    ]);
    const hits = bySerial(result.hits);
    expect(hits.get('97100001')).toEqual({
      serialNumber: '97100001',
      registrationNumber: '6543210',
      markText: 'PAWPAL',
      live: true,
      statusCode: '700',
      owner: 'PawPal Technologies Inc.',
      classes: [9, 42],
      filingDate: '2021-03-04',
      registrationDate: '2022-01-11',
      match: 'exact',
      similarity: 1,
      matchedTerm: 'pawpal',
      relevantClass: true,
      conflict: true,
      url: 'https://tsdr.uspto.gov/#caseNumber=97100001&caseType=SERIAL_NO&searchType=statusSearch',
    });
    expect(hits.get('97100003')).toMatchObject({ match: 'similar', relevantClass: true, conflict: true });
    expect(hits.get('97100003')!.similarity).toBeGreaterThanOrEqual(0.45);
    expect(hits.get('97100003')!.similarity).toBeLessThan(1);
    expect(hits.get('97100007')).toMatchObject({ markText: 'PAUPAL', match: 'sounds-alike', conflict: false });
    expect(hits.get('97100030')).toMatchObject({ match: 'exact', relevantClass: false, conflict: false });
    expect(hits.get('97100002')).toMatchObject({ match: 'exact', live: false, conflict: false });
    expect(result.conflicts).toBe(3);
  });

  it('leaves out similar and sounds-alike marks outside the relevant classes, keeps them when the category implies none', async () => {
    const software = bySerial((await searchTrademarks(pool, { name: 'PawPal', category: 'SaaS/Software' })).hits);
    expect(software.has('97100004')).toBe(false); // PAWPALS for pet food (class 31)
    expect(software.has('97100006')).toBe(false); // PAWPAL DOG WALKING (class 43)

    const service = bySerial((await searchTrademarks(pool, { name: 'PawPal', category: 'Service Business' })).hits);
    expect(service.get('97100006')).toMatchObject({ match: 'similar', relevantClass: true, conflict: true });
    expect(service.get('97100030')).toMatchObject({ match: 'exact', relevantClass: true, conflict: true }); // class 44
    expect(service.get('97100001')).toMatchObject({ match: 'exact', relevantClass: false, conflict: false });

    const other = await searchTrademarks(pool, { name: 'PawPal', category: 'Other' });
    expect(other.classes).toBeNull();
    const anyClass = bySerial(other.hits);
    expect(anyClass.get('97100004')).toMatchObject({ match: 'similar', relevantClass: true, conflict: true });
    expect(anyClass.get('97100023')).toMatchObject({ markText: 'CERTIFIED PAWPAL TRAINER', match: 'similar' });
  });

  it('hears PHOTOFLOW in FOTOFLOW and FOTOFLO', async () => {
    const result = await searchTrademarks(pool, { name: 'PhotoFlow', category: 'Mobile App' });
    const hits = bySerial(result.hits);
    expect(hits.get('97100009')).toMatchObject({ markText: 'FOTOFLOW', live: true, conflict: true });
    expect(['similar', 'sounds-alike']).toContain(hits.get('97100009')!.match);
    expect(hits.get('97100011')).toMatchObject({ markText: 'FOTOFLO', match: 'sounds-alike', live: true, conflict: false });
    expect(hits.get('97100010')).toMatchObject({ markText: 'PHOTOFLOW', match: 'exact', live: false });
    expect(hits.get('97100029')).toMatchObject({ markText: 'FOTO FLOW', match: 'sounds-alike', live: false });
    // Live marks come first, whatever their closeness.
    const firstDead = result.hits.findIndex((hit) => !hit.live);
    expect(result.hits.slice(firstDead).every((hit) => !hit.live)).toBe(true);
  });

  it('searches the distinctive words too, and finds nothing for a name no mark resembles', async () => {
    const result = await searchTrademarks(pool, {
      name: 'Snapcart Software',
      distinctiveWords: ['snapcart', 'orbitdesk'],
      category: 'E-commerce',
    });
    expect(result.terms).toEqual(['snapcart', 'orbitdesk']);
    expect(bySerial(result.hits).get('97100028')).toMatchObject({ markText: 'ORBITDESK', matchedTerm: 'orbitdesk', conflict: true });
    expect(bySerial(result.hits).get('97100020')).toMatchObject({ markText: 'SNAPCART', match: 'exact', conflict: true });

    const nothing = await searchTrademarks(pool, { name: 'Zyxwquor', category: 'SaaS/Software' });
    expect(nothing).toMatchObject({ status: 'searched', hits: [], conflicts: 0 });
    expect(nothing.dataImportedAt).toEqual(expect.any(String));
  });

  it('honours the limit', async () => {
    const result = await searchTrademarks(pool, { name: 'PawPal', category: 'Other', limit: 2 });
    expect(result.hits.map((hit) => hit.serialNumber)).toEqual(['97100030', '97100026']);
  });
});

describe('trademark knockout on distinctive words', () => {
  const DOG_WALKING = {
    description: 'An app that matches busy dog owners with vetted local dog walkers for daily dog walking.',
    targetMarket: 'Busy dog owners',
  };
  beforeAll(async () => {
    // A pending mark (live, no registration) in class 43 and one in 39: both classes a service business implies.
    await pool.query(
      `insert into uspto_trademarks (serial_number, registration_number, mark_text, mark_normalized, mark_compact, live, status_code, filing_date, owner_name, international_classes, updated_at)
       values ('98800001', null, 'WALKIES', 'walkies', 'walkies', true, '630', '2026-01-05', 'Walkies Ltd', '{39,43}', now()),
              ('98800002', '7100002', 'PAWPAL WALKING', 'pawpal walking', 'pawpalwalking', true, '700', '2024-03-01', 'Paw Owner', '{39}', now())`,
    );
  });

  it('a generic word of the idea\'s own trade ("walking") makes no conflict on its own', async () => {
    const descriptiveWords = tradeWords({ name: 'Walking Buddies', ...DOG_WALKING });
    expect(descriptiveWords).toEqual(expect.arrayContaining(['dog', 'walking']));
    const result = await searchTrademarks(pool, { name: 'Walking Buddies', category: 'Service Business', descriptiveWords });
    expect(result.terms).toEqual(['walking buddies', 'buddies']);
    expect(bySerial(result.hits).has('98800001')).toBe(false);
    // Without the idea's trade words, "walking" alone is searched and WALKIES comes back as a similar, live mark: a conflict.
    const naive = await searchTrademarks(pool, { name: 'Walking Buddies', category: 'Service Business' });
    expect(bySerial(naive.hits).get('98800001')).toMatchObject({
      match: expect.stringMatching(/similar|sounds-alike/),
      matchedTerm: 'walking',
    });
  });

  it('similarity counts on the distinctive part, and an identical live mark still counts whatever its words', async () => {
    const pawpal = await searchTrademarks(pool, {
      name: 'PawPal Walking',
      category: 'Service Business',
      descriptiveWords: tradeWords({ name: 'PawPal Walking', ...DOG_WALKING }),
    });
    expect(pawpal.terms).toEqual(['pawpal walking', 'pawpal']);
    expect(bySerial(pawpal.hits).get('98800002')).toMatchObject({ match: 'exact', conflict: true });
    expect(bySerial(pawpal.hits).has('98800001')).toBe(false);
    // The idea called WALKIES itself: its own name is distinctive, and the identical live mark is a conflict.
    const walkies = await searchTrademarks(pool, {
      name: 'Walkies',
      category: 'Service Business',
      descriptiveWords: tradeWords({ name: 'Walkies', ...DOG_WALKING }),
    });
    expect(bySerial(walkies.hits).get('98800001')).toMatchObject({ match: 'exact', live: true, conflict: true });
  });
});

describe('trademark search without the extensions', () => {
  it("answers 'unavailable' with the reason when fuzzystrmatch is missing", async () => {
    await pool.query('drop extension fuzzystrmatch cascade');
    try {
      const result = await searchTrademarks(pool, { name: 'PawPal', category: 'SaaS/Software' });
      expect(result).toMatchObject({ status: 'unavailable', hits: [] });
      expect(result.reason).toMatch(/fuzzystrmatch is available but not created in this database/);
    } finally {
      await pool.query('create extension fuzzystrmatch');
      await pool.query('create index if not exists "uspto_trademarks_mark_sound_index" on "uspto_trademarks" (dmetaphone("mark_compact"))');
    }
  });

  it('names the package to install when the server does not ship them', () => {
    expect(trademarkSupportProblem({ tables: true, trigram: false, phonetic: false, availableButMissing: [] })).toBe(
      'PostgreSQL extensions pg_trgm and fuzzystrmatch are not installed on this server (the trademark search needs pg_trgm and fuzzystrmatch, from the postgresql-contrib package); install them, then run `pnpm db:migrate`',
    );
    expect(trademarkSupportProblem({ tables: true, trigram: true, phonetic: false, availableButMissing: [] })).toBe(
      'PostgreSQL extension fuzzystrmatch is not installed on this server (the trademark search needs pg_trgm and fuzzystrmatch, from the postgresql-contrib package); install it, then run `pnpm db:migrate`',
    );
    expect(trademarkSupportProblem({ tables: false, trigram: true, phonetic: true, availableButMissing: [] })).toBe(
      'the trademark tables do not exist: run `pnpm db:migrate`',
    );
    expect(trademarkSupportProblem({ tables: true, trigram: true, phonetic: true, availableButMissing: [] })).toBeNull();
  });
});
