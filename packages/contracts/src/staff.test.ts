import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, roleAllows, STAFF_PERMISSIONS, ZCreateCompanyRequest } from './staff.ts';

describe('staff role rules', () => {
  it('lets an owner do everything', () => {
    for (const permission of STAFF_PERMISSIONS) expect(roleAllows('owner', permission)).toBe(true);
  });

  it('keeps a manager from the staff, the audit log, the payment settings and the integrations only', () => {
    const refused = STAFF_PERMISSIONS.filter((permission) => !roleAllows('manager', permission));
    expect(refused).toEqual(['staff', 'audit_log', 'payment_settings', 'integrations']);
  });

  it('limits the box office to orders, door check-in and support', () => {
    const allowed = STAFF_PERMISSIONS.filter((permission) => roleAllows('box_office', permission));
    expect(allowed).toEqual(['orders', 'check_in', 'support']);
  });

  it('gives each lower role a subset of the role above it', () => {
    const { owner, manager, box_office: boxOffice } = ROLE_PERMISSIONS;
    expect(manager.every((permission) => owner.includes(permission))).toBe(true);
    expect(boxOffice.every((permission) => manager.includes(permission))).toBe(true);
  });
});

describe('company creation schema', () => {
  it('lower-cases a domain and refuses one with a port or a scheme', () => {
    const base = { title: 'Film Club', slug: 'film-club' };
    expect(ZCreateCompanyRequest.parse({ ...base, domain: 'Films.Example.COM' }).domain).toBe(
      'films.example.com',
    );
    expect(ZCreateCompanyRequest.safeParse({ ...base, domain: 'films.example.com:3000' }).success).toBe(
      false,
    );
    expect(ZCreateCompanyRequest.safeParse({ ...base, domain: 'https://films.example.com' }).success).toBe(
      false,
    );
  });

  it('refuses a slug with capitals or spaces', () => {
    expect(ZCreateCompanyRequest.safeParse({ title: 'A', slug: 'Film Club', domain: 'a.test' }).success).toBe(
      false,
    );
  });
});
