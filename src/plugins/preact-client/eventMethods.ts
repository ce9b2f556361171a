// Client module of src/plugins/preact-client: the search box's autocomplete (zepto inside
// @easyops-cn/autocomplete.js) works on the same native events as Preact. preact/compat gives every
// event it handles React's `isDefaultPrevented`/`isPropagationStopped` on the native event itself;
// zepto then takes the event as one it already wrapped and calls the third method of the set,
// `isImmediatePropagationStopped`, which compat does not add ("is not a function": the list of hits
// stopped updating). Complete the set, with the same meaning.
import {options} from 'preact';

type Decorated = Event & {isImmediatePropagationStopped?: () => boolean};

const previous = options.event;
options.event = (event) => {
  const e = (previous ? previous(event) : event) as Decorated;
  if (typeof e.isImmediatePropagationStopped !== 'function') {
    let stopped = false;
    const stop = e.stopImmediatePropagation;
    e.stopImmediatePropagation = function stopImmediatePropagation(this: Event) {
      stopped = true;
      stop.call(this);
    };
    e.isImmediatePropagationStopped = () => stopped;
  }
  return e;
};
