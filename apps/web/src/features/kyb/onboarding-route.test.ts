import { describe, expect, test } from 'vitest';
import { loadRouter, OWNER_ACCESS, withSignedInApi } from '#test/router-harness.ts';

type State = { next: { currentStage: string | null; stagesComplete: boolean }; kyb: unknown[][] };
let state: State;

function answer(url: string): unknown {
  if (url.includes('get-user-access')) return OWNER_ACCESS;
  if (url.includes('/kyb/get-next-stage')) return state.next;
  if (url.includes('/kyb/get-stage')) return { data: state.next.currentStage };
  if (/\/kyb(\?|$)/.test(url)) return state.kyb;
  if (url.includes('categories')) return [];
  return {};
}
withSignedInApi(answer);

async function open(url: string, as: State) {
  state = as;
  return (await loadRouter(url)).state.location.pathname;
}

const record = (business_category_id: number) => ({ business_category_id, status: 'in_progress' });
const notStarted: State = { next: { currentStage: null, stagesComplete: false }, kyb: [[]] };
const inStage = (kyb: unknown[][]): State => ({
  next: { currentStage: 'business_details', stagesComplete: false },
  kyb,
});
const complete: State = { next: { currentStage: null, stagesComplete: true }, kyb: [[record(2)]] };

describe('/merchant-onboarding', () => {
  test('all stages complete → /home', async () => {
    expect(await open('/merchant-onboarding', complete)).toBe('/home');
  });

  test('complete wins over a current stage → /home', async () => {
    const both: State = { ...complete, next: { currentStage: 'review', stagesComplete: true } };
    expect(await open('/merchant-onboarding', both)).toBe('/home');
  });

  test("a current stage → the KYB details' business category", async () => {
    expect(await open('/merchant-onboarding', inStage([[record(3)]]))).toBe('/merchant-onboarding/3');
  });

  test('a current stage without KYB details → category 1', async () => {
    expect(await open('/merchant-onboarding', inStage([[]]))).toBe('/merchant-onboarding/1');
    expect(await open('/merchant-onboarding', inStage([]))).toBe('/merchant-onboarding/1');
  });

  test('neither → get-started', async () => {
    expect(await open('/merchant-onboarding', notStarted)).toBe('/merchant-onboarding/get-started');
  });
});

describe('/merchant-onboarding/get-started', () => {
  test('all stages complete → /home', async () => {
    expect(await open('/merchant-onboarding/get-started', complete)).toBe('/home');
  });

  test('otherwise it stays, in a stage or not', async () => {
    expect(await open('/merchant-onboarding/get-started', notStarted)).toBe(
      '/merchant-onboarding/get-started',
    );
    expect(await open('/merchant-onboarding/get-started', inStage([[record(2)]]))).toBe(
      '/merchant-onboarding/get-started',
    );
  });
});

describe('/merchant-onboarding/{category-id}', () => {
  test('shows the stage form of that category, without redirecting', async () => {
    expect(await open('/merchant-onboarding/2', inStage([[record(2)]]))).toBe('/merchant-onboarding/2');
  });
});
