/**
 * What a sign-in with a password comes to: null once signed in, a message to show, or (optional
 * extension `second-factor`) a second step, which the sign-in form asks for on the same page.
 */
export type SecondFactorChallenge = {
  readonly methods: readonly string[];
  /** Completes the sign-in with a code from the app or a recovery code: null once signed in, else what to show. */
  complete: (code: string) => Promise<string | null>;
};

export type SignInOutcome = string | SecondFactorChallenge | null;

export const isChallenge = (outcome: SignInOutcome): outcome is SecondFactorChallenge =>
  typeof outcome === 'object' && outcome !== null;

/** The challenge with `then` run once it has signed in (the caller moves on). */
export function afterChallenge(outcome: SignInOutcome, then: () => Promise<void> | void): SignInOutcome {
  if (!isChallenge(outcome)) return outcome;
  return {
    methods: outcome.methods,
    async complete(code) {
      const failure = await outcome.complete(code);
      if (failure === null) await then();
      return failure;
    },
  };
}
