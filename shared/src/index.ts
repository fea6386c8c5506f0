// Public surface of @jincheng/shared. Each area keeps its own barrel; add one line per area.
export {};
