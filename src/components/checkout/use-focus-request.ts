import { useEffect, useState } from 'react';

/** Moves focus to an element by id once React has put it on screen (a message, a heading, a confirmation). */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  // a new object each time: asking for the same element twice focuses it twice
  return (id: string) => setRequest({ id });
}
