import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or addresses and CIDRs, and refuses every hop with the forms it takes', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count .* addresses or CIDRs/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrow(/proxy\.example/);
  });
});
