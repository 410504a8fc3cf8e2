import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { type MemberRelationKind, memberRelations } from './schema.ts';

/** Both directions of a relation: each member is added to the other's list. */
export async function relateBoth(
  db: DbExecutor,
  first: number,
  second: number,
  kind: MemberRelationKind,
  now: Date,
): Promise<void> {
  await db
    .insert(memberRelations)
    .values([
      { memberId: first, otherMemberId: second, kind, createdAt: now },
      { memberId: second, otherMemberId: first, kind, createdAt: now },
    ])
    .onConflictDoNothing();
}

export async function relateOne(
  db: DbExecutor,
  memberId: number,
  otherMemberId: number,
  kind: MemberRelationKind,
  now: Date,
): Promise<void> {
  await db
    .insert(memberRelations)
    .values({ memberId, otherMemberId, kind, createdAt: now })
    .onConflictDoNothing();
}

/** Whether either member rejected or blocked the other: they then neither write nor see each other's profile. */
export async function isShutOut(db: DbExecutor, first: number, second: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberRelations.id })
    .from(memberRelations)
    .where(
      and(
        inArray(memberRelations.kind, ['rejected', 'blocked']),
        or(
          and(eq(memberRelations.memberId, first), eq(memberRelations.otherMemberId, second)),
          and(eq(memberRelations.memberId, second), eq(memberRelations.otherMemberId, first)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The member's friends (accepted each other) and the members shut out either way. */
export async function relationsOf(
  db: DbExecutor,
  memberId: number,
): Promise<{ friends: number[]; shutOut: number[] }> {
  const rows = await db
    .select()
    .from(memberRelations)
    .where(or(eq(memberRelations.memberId, memberId), eq(memberRelations.otherMemberId, memberId)));
  const friends = new Set<number>();
  const shutOut = new Set<number>();
  for (const row of rows) {
    const other = row.memberId === memberId ? row.otherMemberId : row.memberId;
    if (row.kind === 'accepted' && row.memberId === memberId) friends.add(other);
    if (row.kind === 'rejected' || row.kind === 'blocked') shutOut.add(other);
  }
  for (const id of shutOut) friends.delete(id);
  return { friends: [...friends], shutOut: [...shutOut] };
}
