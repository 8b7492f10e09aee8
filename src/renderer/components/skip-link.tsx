/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#contenido"
      style={{ position: 'absolute', left: -9999, top: 8, zIndex: 1000, padding: '8px 12px', background: 'white', color: '#0b5a60' }}
      onFocus={(event) => (event.currentTarget.style.left = '8px')}
      onBlur={(event) => (event.currentTarget.style.left = '-9999px')}
    >
      Saltar al contenido
    </a>
  );
}
