import { callApi, loginAs, useDemoServer } from '../testing';

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
