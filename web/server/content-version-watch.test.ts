// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { watchContentVersion, type VersionAsker } from './content-version-watch';

/** A CMS whose answers the test releases one question at a time. */
function heldAsker() {
  const questions: Array<{ answer: (override: string | undefined) => void }> = [];
  let version = 1;
  const ask: VersionAsker = () =>
    new Promise((resolve) => {
      const asked = version;
      questions.push({ answer: (override) => resolve(override ?? `v${asked}`) });
    });
  return { ask, questions, write: () => (version += 1) };
}

/** A CMS that answers each question at once with the next of `answers`, counting the questions. */
function answeringAsker(answers: Array<string | undefined>) {
  const cms: { answers: Array<string | undefined>; asked: number; ask: VersionAsker } = {
    answers,
    asked: 0,
    ask: () => {
      cms.asked += 1;
      return Promise.resolve(answers.shift());
    },
  };
  return cms;
}

describe('the content version a page is served at', () => {
  it('is asked after the request arrived: a write acknowledged before it is always seen', async () => {
    const cms = heldAsker();
    const watch = watchContentVersion(cms.ask);
    const early = watch.current();
    cms.write(); // acknowledged while the first question is still out
    const late = watch.current();
    const lateToo = watch.current();
    expect(cms.questions).toHaveLength(1);

    cms.questions[0].answer(undefined);
    expect(await early).toBe('v1');
    await Promise.resolve();
    await Promise.resolve();
    expect(cms.questions).toHaveLength(2); // one more question for both late requests
    cms.questions[1].answer(undefined);
    expect(await late).toBe('v2');
    expect(await lateToo).toBe('v2');
  });

  it('answers at once while the CMS is down, and asks again in the background each second', async () => {
    let now = 0;
    const cms = answeringAsker([undefined]);
    const watch = watchContentVersion(cms.ask, () => now);
    expect(await watch.current()).toBeUndefined();
    expect(await watch.current()).toBeUndefined();
    expect(cms.asked).toBe(1);

    cms.answers.push('v7');
    now = 1000;
    expect(await watch.current()).toBeUndefined(); // served stale while the background question runs
    expect(cms.asked).toBe(2);
    await Promise.resolve();
    cms.answers.push('v7');
    expect(await watch.current()).toBe('v7');
  });

  it('is asked again at once for a page with no copy while the CMS counts as down, which brings it back', async () => {
    const cms = answeringAsker([undefined]);
    const watch = watchContentVersion(cms.ask, () => 0);
    expect(await watch.current()).toBeUndefined(); // slow for a moment: down for a second
    cms.answers.push('v3');
    expect(await watch.current()).toBeUndefined();
    expect(cms.asked).toBe(1);
    expect(await watch.again()).toBe('v3');
    expect(cms.asked).toBe(2);
    // Its answer is everyone's: the CMS counts as up again.
    cms.answers.push('v3');
    expect(await watch.current()).toBe('v3');
  });

  it('asks again after a question already under way, never before the call', async () => {
    const cms = heldAsker();
    const watch = watchContentVersion(cms.ask);
    const early = watch.current();
    cms.write();
    const again = watch.again();
    const againToo = watch.again();
    cms.questions[0].answer(undefined);
    expect(await early).toBe('v1');
    await Promise.resolve();
    await Promise.resolve();
    expect(cms.questions).toHaveLength(2); // one more question for both
    cms.questions[1].answer(undefined);
    expect(await again).toBe('v2');
    expect(await againToo).toBe('v2');
  });
});
