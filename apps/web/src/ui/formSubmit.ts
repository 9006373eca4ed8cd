import type { FormEvent } from 'react';

// formSubmit is a form's onSubmit that keeps the browser from sending the form and runs the screen's own submit.
export function formSubmit(run: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    run();
  };
}
