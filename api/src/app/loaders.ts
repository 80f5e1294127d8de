import DataLoader from 'dataloader';
import type { EntityManager } from '../database/orm.js';
import { User } from '../auth/user.entity.js';

/** Per-request DataLoaders: batch look-ups within one request, never cache across requests. */
export interface Loaders {
  userById: DataLoader<string, User | null>;
}

export function createLoaders(em: EntityManager): Loaders {
  return {
    userById: new DataLoader(async (ids: readonly string[]) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
