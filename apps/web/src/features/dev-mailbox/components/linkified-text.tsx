const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

type Part = { at: number; text: string; link: boolean };

function split(text: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ at, text: text.slice(at, match.index), link: false });
    parts.push({ at: match.index, text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at), link: false });
  return parts;
}

/** Plain text with its http(s) links made clickable. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-slate-700">
      {split(text).map((part) =>
        part.link ? (
          <a
            key={part.at}
            href={part.text}
            className="font-medium break-all text-brand-700 underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </p>
  );
}
