/** Taking over a prerendered page: what the visitor typed and where they were stay. */
import { afterEach, expect, test } from 'vitest';
import { takeOver } from './prerendered.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('the app replaces the prerendered page with the typed values and the focus carried over', () => {
  document.body.innerHTML =
    '<div id="root" data-prerendered=""><input name="email"><input name="password" type="password"></div>';
  const prerendered = document.getElementById('root')!;
  const [email, password] = prerendered.querySelectorAll('input');
  email!.value = 'ada@kitchen.test';
  password!.value = 'Lagos-Demo-2026';
  password!.focus();

  const app = document.createElement('div');
  app.id = 'root';
  app.innerHTML = '<form><input name="email"><input name="password" type="password"></form>';
  const heard: string[] = [];
  app.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name));
  takeOver(prerendered, app);

  expect(document.getElementById('root')).toBe(app);
  expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(0);
  const inputs = app.querySelectorAll('input');
  expect(inputs[0]!.value).toBe('ada@kitchen.test');
  expect(inputs[1]!.value).toBe('Lagos-Demo-2026');
  expect(heard).toEqual(['email', 'password']);
  expect(document.activeElement).toBe(inputs[1]);
});

test('empty fields are left alone', () => {
  document.body.innerHTML = '<div id="root"><input name="email"></div>';
  const app = document.createElement('div');
  app.innerHTML = '<input name="email">';
  const heard: string[] = [];
  app.addEventListener('input', () => heard.push('input'));
  takeOver(document.getElementById('root')!, app);
  expect(heard).toEqual([]);
  expect(app.querySelector('input')!.value).toBe('');
});
