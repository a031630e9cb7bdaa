/**
 * Holds what a visitor does on a server-rendered page before React has hydrated it, and replays
 * it once React listens: a tap on a button would otherwise do nothing, text typed into a field
 * would stay on screen while the page's state ignored it, a form would submit as plain HTML, and
 * a link's navigation would be cancelled by the router starting.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { click: Element } | { submit: HTMLFormElement } | { edit: Field; value: string };

const isEditOf = (field: Field) => (item: Held): item is Extract<Held, { edit: Field }> => 'edit' in item && item.edit === field;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * A click the browser handles by itself, hydrated or not: with a modifier key or another button, or
 * on a link that leaves the page (another site, a new tab, a download) or only moves within it
 * (#anchor). A link to another page of the site is held: followed natively, its navigation would
 * be cancelled by the router taking over the address bar as it starts.
 */
function browserHandles(target: Element, event: MouseEvent) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return true;
  if (target.closest('button')) return false;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  const opensElsewhere = (link.target !== '' && link.target !== '_self') || link.hasAttribute('download');
  return opensElsewhere || link.origin !== window.location.origin || link.getAttribute('href')!.startsWith('#');
}

/**
 * Gives the text the visitor typed to React as a change (a render after hydration may have put the
 * state's value back on screen meanwhile): the field's value tracker (React's record of the text
 * it last saw) is moved off that text through the element's own setter, the text is put back
 * through the prototype's setter, which the tracker does not see, and an input event fires. A
 * select needs only its value and a change event.
 */
function replayEdit(field: Field, text: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = text;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue === text ? '' : field.defaultValue;
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', text, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(item: Held) {
  if ('click' in item) {
    // Dispatched on the element tapped (an icon inside a button too), as the browser's own click was.
    if (item.click.isConnected) item.click.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  } else if ('submit' in item) {
    if (item.submit.isConnected) item.submit.requestSubmit();
  } else if (item.edit.isConnected) replayEdit(item.edit, item.value);
}

/**
 * Starts holding input; the returned function stops and replays what was held, in order: into
 * React once it has hydrated, or to the browser's own handling when the app could not load.
 */
export function holdEarlyInput(): () => void {
  const held: Held[] = [];
  const hold = (event: Event, item: Held) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(item);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && !browserHandles(target, event)) hold(event, { click: target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) hold(event, { submit: event.target });
  };
  const onEdit = (event: Event) => {
    if (!isField(event.target)) return;
    event.stopImmediatePropagation();
    const field = event.target;
    const edit = held.find(isEditOf(field));
    if (edit) edit.value = field.value;
    else held.push({ edit: field, value: field.value });
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onEdit],
    ['change', onEdit],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);

  return () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true);
    for (const item of held.splice(0)) replay(item);
  };
}
