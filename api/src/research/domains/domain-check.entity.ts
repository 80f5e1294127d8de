import { EntitySchema } from '@mikro-orm/core';
import type { DataSourceName } from '../research.types.js';

/** A cached availability answer for one domain (RDAP or DNS), reused for a day. */
export class DomainCheck {
  domain!: string;
  available!: boolean;
  source!: Extract<DataSourceName, 'rdap' | 'dns'>;
  checkedAt: Date = new Date();
}

export const DomainCheckSchema = new EntitySchema<DomainCheck>({
  class: DomainCheck,
  tableName: 'domain_checks',
  properties: {
    domain: { type: 'text', primary: true },
    available: { type: 'boolean' },
    source: { type: 'text' },
    checkedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
