import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createRequestContext } from './request-context.js';

function ormCountingForks() {
  const forks: object[] = [];
  const orm = {
    em: {
      fork: () => {
        const em = { id: forks.length };
        forks.push(em);
        return em;
      },
    },
  } as unknown as MikroORM;
  return { orm, forks };
}

/** What Apollo does to the context value before resolvers see it (ApolloServer's cloneObject). */
function apolloCopy<T extends object>(object: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(object) as object) as T, object);
}

describe('createRequestContext', () => {
  it('forks no EntityManager until one is used, not even when Apollo copies the context', () => {
    const { orm, forks } = ormCountingForks();
    const context = createRequestContext(orm, { viewer: null, ipAddress: '127.0.0.1', cookies: null });
    apolloCopy(context);
    expect(forks).toHaveLength(0);
  });

  it('gives the context and its copies one EntityManager', () => {
    const { orm, forks } = ormCountingForks();
    const context = createRequestContext(orm, { viewer: null, ipAddress: '127.0.0.1', cookies: null });
    const copy = apolloCopy(context);
    expect(copy.em).toBe(context.em);
    expect(apolloCopy(context).em).toBe(copy.em);
    expect(forks).toHaveLength(1);
  });
});
