import { EntitySchema, PrimaryKeyProp } from '@mikro-orm/core';
import { Session } from './session.entity.js';

/**
 * Websocket operations one browser session made in one fixed one-minute window: the session's
 * counterpart of ApiTokenUsageWindow, in PostgreSQL so every API replica counts against one limit.
 */
export class SessionUsageWindow {
  [PrimaryKeyProp]?: ['session', 'windowStart'];
  session!: Session;
  windowStart!: Date;
  count!: number;
}

export const SessionUsageWindowSchema = new EntitySchema<SessionUsageWindow>({
  class: SessionUsageWindow,
  tableName: 'session_usage_windows',
  properties: {
    session: { kind: 'm:1', entity: () => Session, primary: true, deleteRule: 'cascade', fieldName: 'session_id' },
    windowStart: { type: 'datetime', columnType: 'timestamptz', primary: true },
    count: { type: 'integer' },
  },
});
