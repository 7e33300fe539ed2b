"""A Tetrikon player that reads only its seat's view: it places pieces greedily (leaving as few
squares that nothing can fill as it can) and trades for pieces it can use."""
