import type { SessionUser } from './auth';
import { forbidden, notFound, unauthorized, type AppError } from './envelope';

/**
 * Authorization in one place (docs/architecture.md 'Authorization', decision 0038). A service's method starts with
 * `authorize(actor, action, policy.of(subject))`; the policy, in the module's policies.ts, holds one pure rule per
 * action and says how a refusal answers. Contracts only say who may call at all (visitor, user, admin).
 */

/** The part of a signed-in user a rule reads. A SessionUser is one; so is an audit actor, which adds the request. */
export type ActingUser = Pick<SessionUser, 'userId' | 'role'>;
/** Whoever makes a request: a signed-in user, or null for a visitor. */
export type Actor = ActingUser | null;

export const isAdmin = (actor: Actor): actor is ActingUser => actor?.role === 'admin';

/** True when the actor is the owner a record names. */
export const isOwner = (actor: Actor, ownerId: number | null | undefined): actor is ActingUser =>
  actor !== null && ownerId !== null && ownerId !== undefined && actor.userId === ownerId;

/** A rule: may this actor do this action to this subject. Pure: no I/O, no throwing. */
export type Rule<S> = (actor: Actor, subject: S) => boolean;

/** A policy's rules, one per action; each action names the subject it reads (admin-only actions read none). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any rule's subject: a Rule<never> would not take adminOnly's unknown
export type Rules = Record<string, Rule<any>>;

/** The subject an action's rule reads. */
export type SubjectOf<R> = R extends Rule<infer S> ? S : never;

/** What a refused actor is told (some answers depend on the subject: an admin-only purpose hides itself). */
export type Refusal<S = unknown> = (actor: Actor, subject: S) => AppError;

/** How each action's refusal answers. */
export type Refusals<R extends Rules> = { [A in keyof R]?: Refusal<SubjectOf<R[A]>> };

export const refuse = {
  /** The default: a visitor is asked to sign in (401 'invalid token'), a user is told no (403). */
  forbid:
    (message?: string): Refusal =>
    (actor) =>
      actor ? forbidden(message) : unauthorized(),
  /** Not revealed: everyone refused hears the thing does not exist (404), as an administrators-only call answers. */
  hide:
    (message?: string): Refusal =>
    () =>
      notFound(message),
};

/** A subject handed to authorize: the value, and the policy of its type. */
export interface Subject<R extends Rules, V> {
  readonly policy: Policy<R>;
  readonly value: V;
}

/** The policy of one subject type: its rules per action, and how each refusal answers (refuse.forbid() unless said). */
export interface Policy<R extends Rules> {
  readonly type: string;
  readonly rules: Readonly<R>;
  readonly refusals: Readonly<Refusals<R>>;
  /** Names a subject of this type for authorize. */
  of<V>(value: V): Subject<R, V>;
  /** The rule's answer without throwing, for presenters (may this viewer delete this comment?). */
  allows<A extends keyof R>(actor: Actor, action: A, value: SubjectOf<R[A]>): boolean;
}

/** The policies defined so far, by subject type (a module evaluated again, as a test runner may, replaces its own). */
const registry = new Map<string, Policy<Rules>>();

/** Defines (and registers) the policy of a subject type. */
export function definePolicy<const R extends Rules>(type: string, rules: R, refusals: Refusals<R> = {}): Policy<R> {
  const policy: Policy<R> = {
    type,
    rules,
    refusals,
    of: (value) => ({ policy, value }),
    allows: (actor, action, value) => rules[action]!(actor, value),
  };
  registry.set(type, policy as unknown as Policy<Rules>);
  return policy;
}

/** Every subject type with a policy, and its actions (for the docs and the tests that walk them). */
export const policyRegistry = (): ReadonlyMap<string, readonly string[]> =>
  new Map([...registry].map(([type, policy]) => [type, Object.keys(policy.rules)]));

/**
 * Throws the envelope's error unless the policy of the subject's type allows the actor this action. The first line of
 * every write and every private read in a service.
 */
export function authorize<R extends Rules, A extends keyof R & string>(
  actor: Actor,
  action: A,
  subject: Subject<R, NoInfer<SubjectOf<R[A]>>>,
): void {
  const { policy, value } = subject;
  if (policy.rules[action]!(actor, value)) return;
  const refusal: Refusal<SubjectOf<R[A]>> = policy.refusals[action] ?? refuse.forbid();
  throw refusal(actor, value);
}

/** Only administrators: the rule of every admin-only action (the registrar already answers others 404). */
export const adminOnly: Rule<unknown> = (actor) => isAdmin(actor);

/** Any signed-in user (the action's rules further down the service read the actor as the owner). */
export const signedIn: Rule<unknown> = (actor) => actor !== null;

/** A user named in a call (the spec's clients may send userId): absent, or the actor's own. */
export interface NamedUser {
  userId: number | null | undefined;
}

/**
 * The 'user' subject: a call that names a user acts only as the caller. Here, not in accounts, because every area
 * and shared feature that accepts a userId in its input checks it.
 */
export const userPolicy = definePolicy('user', {
  /** Naming nobody is acting as oneself (a visitor as nobody); naming a user, only oneself. */
  actAs: (actor, named: NamedUser) => named.userId === undefined || named.userId === null || isOwner(actor, named.userId),
});

/**
 * The policy of a subject only administrators touch (the admin shell's settings, articles, imports): every action is
 * theirs alone, and to anyone else it does not exist (404), as the registrar answers before the service runs.
 */
export function adminPolicy<const A extends string>(type: string, actions: readonly A[]): Policy<Record<A, Rule<unknown>>> {
  const rules = Object.fromEntries(actions.map((action) => [action, adminOnly])) as Record<A, Rule<unknown>>;
  const refusals = Object.fromEntries(actions.map((action) => [action, refuse.hide()])) as Record<A, Refusal>;
  return definePolicy(type, rules, refusals);
}
