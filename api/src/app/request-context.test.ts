import { describe, expect, it } from 'vitest';
import type { Services } from './services.js';
import { createRequestContext } from './request-context.js';

function servicesCountingForks() {
  const forks: object[] = [];
  const services = {
    orm: {
      em: {
        fork: () => {
          const em = { id: forks.length };
          forks.push(em);
          return em;
        },
      },
    },
  } as unknown as Services;
  return { services, forks };
}

/** What Apollo does to the context value before resolvers see it (ApolloServer's cloneObject). */
function apolloCopy<T extends object>(object: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(object) as object) as T, object);
}

describe('createRequestContext', () => {
  it('forks no EntityManager until one is used, not even when Apollo copies the context', () => {
    const { services, forks } = servicesCountingForks();
    const context = createRequestContext(services, { viewer: null, ipAddress: '127.0.0.1', cookies: null });
    apolloCopy(context);
    expect(forks).toHaveLength(0);
  });

  it('gives the context and its copies one EntityManager', () => {
    const { services, forks } = servicesCountingForks();
    const context = createRequestContext(services, { viewer: null, ipAddress: '127.0.0.1', cookies: null });
    const copy = apolloCopy(context);
    expect(copy.em).toBe(context.em);
    expect(apolloCopy(context).em).toBe(copy.em);
    expect(forks).toHaveLength(1);
  });
});
