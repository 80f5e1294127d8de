import type { User } from '../users/user.entity.js';

/** The user as REST returns it: never the password hash or the Google subject. */
export function presentUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    plan: user.plan,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
