import { describe, expect, it } from 'vitest';
import { userProfileFromRow } from './user-profile.js';

describe('userProfileFromRow', () => {
  it('reads a users row as the profile, timestamps as Dates, secrets left out', () => {
    const profile = userProfileFromRow({
      id: 'a1',
      email: 'ada@example.com',
      password_hash: 'secret hash',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: null,
      bio: 'Engines',
      profile_image_url: null,
      plan: 'pro',
      role: 'user',
      google_subject: 'google-1',
      email_changed_at: null,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: new Date('2026-11-02T10:00:00.000Z'),
    });
    expect(profile).toEqual({
      id: 'a1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      bio: 'Engines',
      profileImageUrl: null,
      plan: 'pro',
      role: 'user',
      emailChangedAt: null,
      createdAt: new Date('2026-11-01T10:00:00.000Z'),
      updatedAt: new Date('2026-11-02T10:00:00.000Z'),
    });
    expect(Object.isFrozen(profile)).toBe(true);
  });
});
