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

describe('the stop and the metrics', () => {
  it('bounds the stop, keeps its delay inside the bound, and asks a metrics token of some length', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(30);
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '30' })).toThrow(
      /shorter than SHUTDOWN_TIMEOUT_SECONDS/,
    );
    expect(
      loadConfig({ SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '40' }).SHUTDOWN_DELAY_SECONDS,
    ).toBe(5);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow();
    expect(loadConfig({ NODE_NAME: 'node-1' }).nodeName).toBe('node-1');
  });
});
