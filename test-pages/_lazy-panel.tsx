import React, { type ReactNode } from 'react';

export default function LazyPanel(): ReactNode {
  return <p>The on-demand panel loaded.</p>;
}
