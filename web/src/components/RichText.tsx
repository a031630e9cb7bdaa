import { Fragment } from 'react';
import { emphasis, paragraphs } from '@catalogue/domain';

/** One paragraph with its *emphasised* words in <em>. */
function Emphasised({ text }: { text: string }) {
  return emphasis(text).map((run, index) => (run.emphasised ? <em key={index}>{run.text}</em> : <Fragment key={index}>{run.text}</Fragment>));
}

/** A long text of the settings: a paragraph per blank-line-separated part; nothing when empty. */
export function RichText({ text, className }: { text: string; className?: string }) {
  return paragraphs(text).map((paragraph, index) => (
    <p key={index} className={className}>
      <Emphasised text={paragraph} />
    </p>
  ));
}

/** The words of a long text without its markup, e.g. for a meta description. */
export const plainText = (text: string) =>
  paragraphs(text)
    .map((paragraph) => emphasis(paragraph).map((run) => run.text).join(''))
    .join(' ');
