/**
 * The floor of the sign-in page: React 19 and a plain HTML form, no UI library, no router, no
 * store. The bench builds it with the console's own toolchain and loads it beside the console in
 * the same run, so the console's timings are read as multiples of what any React page costs.
 */
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    const response = await fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    setPending(false);
    setError(response.ok ? null : 'Unable to sign in');
  };

  return (
    <main>
      <h1>Sign in</h1>
      <form onSubmit={submit}>
        <label htmlFor="email">Email Address</label>
        <input id="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          required
          disabled={pending}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit">Sign In</button>
        <button type="button">Forgot Password</button>
      </form>
      {error && <p role="alert">{error}</p>}
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The floor page has no #root element');
createRoot(root).render(<SignIn />);
