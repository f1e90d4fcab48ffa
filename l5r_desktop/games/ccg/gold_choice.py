"""Which Gold producers to bow for a payment (a pure choice over ``(card, amount)`` pairs),
used by ``economy.pay`` when the player names no producers [S1 › GOLD PRODUCTION]."""

from __future__ import annotations


def choose_sources(sources: list[tuple[str, int]], needed: int) -> list[str] | None:
    """The producers to bow for ``needed`` Gold: least Gold wasted, then fewest cards, then the
    earliest listed. ``None`` when impossible."""
    if needed <= 0:
        return []
    total = sum(a for _, a in sources)
    if total < needed:
        return None
    n = len(sources)
    if n > 14:  # greedy fallback, largest first
        chosen, got = [], 0
        for cid, a in sorted(sources, key=lambda s: -s[1]):
            if got >= needed:
                break
            chosen.append(cid)
            got += a
        return chosen
    for cid, a in sources:
        if a == needed:  # one card, nothing wasted, the earliest listed: the smallest key
            return [cid]
    # Dynamic programming over the sources in order: for each (sum, count) the smallest mask
    # (as an integer) reaching it. A mask using source i is larger than every mask of the
    # sources before i, so the smallest mask for (s, c) after source i is the one without i
    # if there is one, else the smallest for (s - amount_i, c - 1) plus i. The result is the
    # same as trying every subset with the key (waste, count, mask), without 2^n subsets.
    best: dict[tuple[int, int], int] = {(0, 0): 0}
    for i, (_, amount) in enumerate(sources):
        bit = 1 << i
        added: dict[tuple[int, int], int] = {}
        for (s, c), mask in best.items():
            key = (s + amount, c + 1)
            if key not in best and (key not in added or mask | bit < added[key]):
                added[key] = mask | bit
        best.update(added)
    best_key: tuple[int, int, int] | None = None
    for (s, c), mask in best.items():
        if s >= needed:
            key3 = (s - needed, c, mask)
            if best_key is None or key3 < best_key:
                best_key = key3
    assert best_key is not None  # total >= needed
    best_mask = best_key[2]
    return [sources[i][0] for i in range(n) if best_mask >> i & 1]
