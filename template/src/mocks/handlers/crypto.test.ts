import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

describe('crypto endpoints', () => {
  it('need a signed-in user', async () => {
    expect((await callApi('GET', '/crypto/holdings')).status).toBe(401);
    expect((await callApi('GET', '/crypto/prices')).status).toBe(401);
  });

  it('value each holding at the current price', async () => {
    const { accessToken } = await loginAs('admin@demo.com');
    const { body } = await callApi('GET', '/crypto/holdings', { token: accessToken });
    expect(body).toHaveLength(4);
    expect(body[0]).toMatchObject({ symbol: 'BTC', amount: 0.541231, value: 41260.27, change24h: 10.5 });
    expect(body[0].trend).toHaveLength(12);
  });

  it('search prices by name or symbol and refuse an overlong query', async () => {
    const { accessToken } = await loginAs('admin@demo.com');
    const all = await callApi('GET', '/crypto/prices', { token: accessToken });
    expect(all.body).toHaveLength(11);
    const eth = await callApi('GET', '/crypto/prices?q=eth', { token: accessToken }); // Tether and Ethereum
    expect(eth.body.map((c: { symbol: string }) => c.symbol)).toEqual(['USDT', 'ETH']);
    const bnb = await callApi('GET', '/crypto/prices?q=BNB', { token: accessToken });
    expect(bnb.body.map((c: { symbol: string }) => c.symbol)).toEqual(['BNB']);
    const long = await callApi('GET', `/crypto/prices?q=${'x'.repeat(51)}`, { token: accessToken });
    expect(long.status).toBe(400);
  });
});

describe('who may call the crypto endpoints', () => {
  const calls = ['GET /crypto/holdings', 'GET /crypto/prices'];

  it('answers 403 to a role that may not read Page, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Page', calls);
    const token = await clientToken([{ action: 'read', subject: 'Page' }]);
    expect((await callApi('GET', '/crypto/holdings', { token })).status).toBe(200);
  });
});
