/**
 * DocSearch's button with its markup and classes, so its stylesheet applies,
 * rendered by us: DocSearchButton from @docsearch/react would bring the whole
 * module (modal included, one file) into every page's first load.
 */
import { useEffect, useState, type ReactElement, type RefObject } from 'react';
import translations from '@theme/SearchTranslations';

function SearchIcon(): ReactElement {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** DocSearch's button: same markup and classes, so its stylesheet applies. */
export function SearchButton(props: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  onIntent: () => void;
}): ReactElement {
  const { buttonRef, onClick, onIntent } = props;
  // Known only in the browser; the server renders no keys, as DocSearch does.
  const [isApple, setIsApple] = useState<boolean | null>(null);
  useEffect(() => setIsApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const label = translations.button?.buttonAriaLabel ?? 'Search';
  return (
    <button
      ref={buttonRef}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} (${isApple ? 'Command' : 'Ctrl'}+K)`}
      aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{translations.button?.buttonText ?? 'Search'}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {isApple !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{isApple ? '⌘' : 'Ctrl'}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
