/**
 * The concept trie, built from the lexicon when this module loads. The bundles (dist/bundle/) replace
 * this module with one that reads the same trie, built at build time, from a file beside the bundle
 * (scripts/prebuilt-concepts.mjs).
 */
import { buildConceptTrie, type ConceptTrie } from './concept-trie.js';

export const CONCEPT_TRIE: ConceptTrie = buildConceptTrie();
