import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './login-destination';

describe('destination after login', () => {
  it('is the landing page of the user’s groups without a remembered page', () => {
    expect(destinationAfterLogin(['Analyst'], undefined)).toBe('/analyst');
    expect(destinationAfterLogin(['CustomerAdmin', 'ServiceLfd'], null)).toBe('/customer-admin');
    expect(destinationAfterLogin([], undefined)).toBe('/account');
  });

  it('is the page the user tried to open, query included, when they may open it', () => {
    expect(destinationAfterLogin(['ServiceLfd'], '/lfd/orders?page=2')).toBe('/lfd/orders?page=2');
    expect(destinationAfterLogin(['Analyst'], '/account')).toBe('/account');
  });

  it('ignores a page the user may not open, the login page itself and other sites', () => {
    expect(destinationAfterLogin(['ServiceLfd'], '/admin')).toBe('/lfd');
    expect(destinationAfterLogin(['ServiceLfd'], '/login')).toBe('/lfd');
    expect(destinationAfterLogin(['ServiceLfd'], '//evil.example/lfd')).toBe('/lfd');
    expect(destinationAfterLogin(['ServiceLfd'], 'https://evil.example')).toBe('/lfd');
    expect(destinationAfterLogin(['ServiceLfd'], '/')).toBe('/lfd');
  });
});
