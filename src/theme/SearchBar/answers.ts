/**
 * What the modal loads on intent for its answer card (issue 55), as one chunk beside the modal's:
 * the answer a query holds, put first among the hits (src/search/answer/hit.ts), and the card that
 * ./Hit.tsx renders for it (src/components/AnswerCard). Apart from ./Hit.tsx so the card and the
 * site's data stay out of every page's first load (the navbar renders the search button).
 */
export { withAnswer } from '@site/src/search/answer/hit';
export { AnswerCard } from '@site/src/components/AnswerCard';
