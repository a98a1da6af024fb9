-- wrk's done() hook for bench/wrk.ts: writes every latency wrk recorded, as "<microseconds> <count>"
-- lines after one line of totals, to the file named by WRK_SAMPLES.
--
-- Why: before printing, wrk 4 adds made-up samples to its histogram (its coordinated-omission
-- correction, stats_correct in wrk's src/stats.c), and its Lua API hands done() that corrected
-- histogram with only an O(range) lookup per value. wrk.ts undoes the correction exactly, so the
-- percentiles are of the requests wrk timed.
--
-- The histogram is read through LuaJIT's FFI in the layout of wrk 4's `stats` struct
-- (src/stats.h, unchanged since wrk 4.0). wrk.ts checks that the samples it reads add up to the
-- requests wrk counted, so a different layout fails the bench rather than misleading it.
local ffi = require("ffi")

ffi.cdef [[
typedef struct {
  uint64_t count;
  uint64_t limit;
  uint64_t min;
  uint64_t max;
  uint64_t data[?];
} wrk_stats;
]]

done = function(summary, latency)
  local stats = ffi.cast("wrk_stats **", ffi.cast("void *", latency))[0]
  local out = assert(io.open(assert(os.getenv("WRK_SAMPLES"), "WRK_SAMPLES is not set"), "w"))
  out:write(string.format(
    "duration %d requests %d timeouts %d samples %d\n",
    summary.duration,
    summary.requests,
    summary.errors.timeout,
    tonumber(stats.count)
  ))
  if stats.count > 0 then
    for value = tonumber(stats.min), tonumber(stats.max) do
      local count = stats.data[value]
      if count ~= 0 then out:write(value, " ", tonumber(count), "\n") end
    end
  end
  out:close()
end
