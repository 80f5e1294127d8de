import { EntitySchema } from '@mikro-orm/core';

/** The last good copy of IANA's RDAP bootstrap (dns.json), kept so every process and restart can use it. */
export class RdapBootstrapCopy {
  /** Always 1: there is one copy. */
  id!: number;
  document!: unknown;
  fetchedAt: Date = new Date();
}

export const RdapBootstrapCopySchema = new EntitySchema<RdapBootstrapCopy>({
  class: RdapBootstrapCopy,
  tableName: 'rdap_bootstrap_copies',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    document: { type: 'json' },
    fetchedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
