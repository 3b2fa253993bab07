/**
 * Taking over a prerendered page (scripts/prerender-plugin.ts). The app renders into a detached
 * container while the prerendered HTML stays on screen; once the route has rendered there,
 * `takeOver` puts the app's container in the prerendered one's place in one step. What the
 * visitor typed into the prerendered fields meanwhile is typed again into the app's fields of the
 * same name (through the input event React and the forms listen to), and the focus follows.
 */
export function takeOver(prerendered: HTMLElement, app: HTMLElement): void {
  const values = new Map<string, string>();
  for (const input of prerendered.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value !== '') values.set(input.name, input.value);
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && prerendered.contains(active) ? active.name : undefined;
  prerendered.replaceWith(app);
  const field = (name: string) => app.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [name, value] of values) {
    const input = field(name);
    if (!input) continue;
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) field(focused)?.focus();
}
