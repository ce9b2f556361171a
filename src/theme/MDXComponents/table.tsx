// The `table` of Markdown content: a box that scrolls sideways with a visible cue (issue 27).
export {default} from '@site/src/components/ScrollTable';
