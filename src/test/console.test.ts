import { checkConsole, expectConsoleError, expectConsoleWarning } from './console';
import { API } from './msw';

// Each test here ends its own watch with checkConsole, as setup.ts does after every test, so the
// check after it finds nothing left.
describe('the strict console of every test', () => {
  it('fails a test that logs a console.error it did not declare, quoting it', () => {
    console.error('The %s broke', 'widget');
    expect(() => checkConsole('After this test')).toThrow(
      'After this test:\nunexpected console.error: The widget broke',
    );
  });

  it('fails a test that logs an undeclared console.warn', () => {
    console.warn('Deprecated prop');
    expect(() => checkConsole('After this test')).toThrow('unexpected console.warn: Deprecated prop');
  });

  it('fails a test that sends a request no msw handler answers', async () => {
    await expect(fetch(`${API}/nowhere`)).rejects.toThrow();
    expect(() => checkConsole('After this test')).toThrow(
      /unexpected console\.error: \[MSW\] Error: intercepted a request without a matching request handler:\s+• GET \/api\/v1\/nowhere/,
    );
  });

  it('passes a test that logs what it declared, at any level asked for', () => {
    expectConsoleError(/Cannot read the log/);
    expectConsoleWarning(/slow/);
    console.error(new Error('Cannot read the log'));
    console.error('Cannot read the log again');
    console.warn('slow answer');
    expect(() => checkConsole('After this test')).not.toThrow();
  });

  it('fails a test whose declared line never came, or came at the other level', () => {
    expectConsoleError(/Cannot read the log/);
    console.warn('Cannot read the log');
    expect(() => checkConsole('After this test')).toThrow(
      'unexpected console.warn: Cannot read the log\n\nexpected a console.error matching /Cannot read the log/, none came',
    );
  });

  it('forgets one test’s declarations before the next', () => {
    expectConsoleError(/Cannot read the log/);
    console.error('Cannot read the log');
    checkConsole('After this test');
    console.error('Cannot read the log');
    expect(() => checkConsole('After this test')).toThrow('unexpected console.error: Cannot read the log');
  });
});
