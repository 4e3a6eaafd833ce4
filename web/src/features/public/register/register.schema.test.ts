import { describe, expect, it } from 'vitest';
import { emptyRegistration, invitedRegistration } from './register.schema';

describe('invitedRegistration', () => {
  it("fills in what the roster's invitation link names, and nothing else", () => {
    const query = new URLSearchParams({
      firstName: 'Ivy',
      lastName: 'Invitee',
      email: 'ivy@example.org',
      unitNumber: '601',
      streetName: 'Ash Way',
      userType: 'owner',
      password: 'never-from-a-link',
      userName: 'ivy',
    });
    expect(invitedRegistration(query)).toEqual({
      ...emptyRegistration(),
      firstName: 'Ivy',
      lastName: 'Invitee',
      email: 'ivy@example.org',
      unitNumber: '601',
      streetName: 'Ash Way',
      userType: 'owner',
    });
    expect(invitedRegistration(new URLSearchParams())).toEqual(emptyRegistration());
  });
});
