interface Props {
  message: string;
  /** Where the shopper may look for another car. */
  searchHref: string;
  retry?: (() => void) | undefined;
}

/** Why the page cannot go on with this car, and where to go instead. */
export function Stop({ message, searchHref, retry }: Props) {
  return (
    <div className="checkout__stop" role="alert">
      <p>{message}</p>
      <p>
        {retry && (
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        )}{' '}
        <a className="button button--outline" href={searchHref}>
          See our stock
        </a>
      </p>
    </div>
  );
}
