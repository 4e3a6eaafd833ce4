import { describe, expect, it } from 'vitest';
import type { Profile } from '@hearth/common';
import { INITIAL_USERS_SORT, nextUsersSort, sortUsers } from './usersSort';

const profile = (id: number, firstName: string, lastName: string, unitNumber: string, extra: Partial<Profile> = {}): Profile => ({
  id,
  userId: id,
  userName: `${firstName}.${lastName}`.toLowerCase(),
  firstName,
  lastName,
  unitNumber,
  streetName: 'Main St',
  email: `${firstName}@x.org`.toLowerCase(),
  userType: 'owner',
  registrationDate: `2024-01-0${id}T10:00:00.000Z`,
  authenticated: id % 2 === 0,
  ...extra,
});
const users = [
  profile(1, 'Zoe', 'Brown', '12'),
  profile(2, 'Adam', 'brown', '7'),
  profile(3, 'Carl', 'Adams', '104'),
  profile(4, 'Dana', 'Clark', '1001', { userType: 'tenant' }),
];
const ids = (list: Profile[]) => list.map((p) => p.id);

describe('users table sort', () => {
  it('starts by name: last name first, then first name, case-insensitive', () => {
    expect(ids(sortUsers(users, INITIAL_USERS_SORT))).toEqual([3, 2, 1, 4]);
  });
  it('a repeated click on the same column flips the direction', () => {
    const desc = nextUsersSort(INITIAL_USERS_SORT, 'name');
    expect(desc).toEqual({ key: 'name', ascending: false });
    expect(ids(sortUsers(users, desc))).toEqual([4, 1, 2, 3]);
    expect(nextUsersSort(desc, 'name').ascending).toBe(true);
  });
  it('a click on another column sorts it ascending', () => {
    expect(nextUsersSort({ key: 'name', ascending: false }, 'email')).toEqual({ key: 'email', ascending: true });
  });
  it('compares unit numbers zero-padded to 4 characters, so 7 comes before 12', () => {
    expect(ids(sortUsers(users, { key: 'unitNumber', ascending: true }))).toEqual([2, 1, 3, 4]);
    expect(ids(sortUsers(users, { key: 'unitNumber', ascending: false }))).toEqual([4, 3, 1, 2]);
  });
  it('sorts by registration date, user type and the authenticated flag', () => {
    expect(ids(sortUsers(users, { key: 'registrationDate', ascending: false }))).toEqual([4, 3, 2, 1]);
    expect(ids(sortUsers(users, { key: 'userType', ascending: false }))[0]).toBe(4);
    expect(sortUsers(users, { key: 'authenticated', ascending: true }).map((p) => p.authenticated)).toEqual([false, false, true, true]);
  });
  it('does not reorder the list it was given', () => {
    const copy = [...users];
    sortUsers(users, { key: 'email', ascending: false });
    expect(users).toEqual(copy);
  });
});
