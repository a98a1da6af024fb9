import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTarget, startCms, type RunningCms } from '@hospital/test-support/harness';

describe('the test harness', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('boots Strapi on the run target database', () => {
    expect(cms.strapi.db.dialect.client).toBe(currentTarget() === 'sqlite' ? 'sqlite' : 'postgres');
  });

  it('answers over HTTP', async () => {
    const response = await cms.request(`${cms.url}/_health`);
    expect(response.status).toBe(204);
  });
});
