/**
 * The scrolling notice bar of §2 (ROLL_MESSAGE with its More link to REDIRECT_URL); nothing at all when the
 * administrator left the text empty. The text scrolls only for visitors who have not asked for reduced motion.
 */
export function NoticeBar({ text, link }: { text: string; link: string }) {
  if (!text) return null;
  return (
    <aside className="home-notice" aria-label="Notice">
      <div className="home-notice__track">
        <p className="home-notice__text">{text}</p>
      </div>
      {/^https?:\/\//i.test(link) && (
        <a className="home-notice__more" href={link} target="_blank" rel="noopener noreferrer">
          More
        </a>
      )}
    </aside>
  );
}
