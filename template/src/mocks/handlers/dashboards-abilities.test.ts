import { callApi, clientToken, expectRefused, useDemoServer } from '../testing';

useDemoServer();

describe('who may call the dashboard endpoints', () => {
  const cards = (dashboard: string, names: string[]) => names.map((name) => `GET /dashboards/${dashboard}/${name}`);
  const calls = [
    'GET /dashboards/analytics',
    ...cards('analytics', ['kpis/sales', 'sellers', 'new-customers', 'weekly-sales', 'coupons', 'paying']),
    'GET /dashboards/analytics/total-orders',
    'GET /dashboards/crm',
    ...cards('crm', ['activities', 'earnings', 'expenses', 'balance']),
    'GET /dashboards/ecommerce',
    ...cards('ecommerce', ['sales', 'year-sales']),
    'POST /dashboards/ecommerce/comments',
    'PUT /dashboards/ecommerce/like',
    'PUT /dashboards/ecommerce/tasks',
    'GET /dashboards/operations',
  ];

  it('answers 403 to a role that may not read Dashboard, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Dashboard', calls);
    const token = await clientToken([{ action: 'read', subject: 'Dashboard' }]);
    for (const name of ['analytics', 'crm', 'ecommerce', 'operations']) {
      expect((await callApi('GET', `/dashboards/${name}`, { token })).status).toBe(200);
    }
  });
});
