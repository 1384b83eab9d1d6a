/**
 * A message that names codes (a command's option, a file's extension, a banner's position code): each code sits
 * between backticks in the catalogue ('例如 `LH`（生猪）') and is shown as <code translate="no">, data in either
 * language, so a Chinese message may hold it and a translator leaves it be.
 */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} translate="no">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
