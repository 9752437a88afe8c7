-- wrk script for scripts/bench-server and scripts/bench-scale-out: GET as given on the command line (/health),
-- counting statuses and reporting the same way as blackjack-action.lua, so both runs pay the same client cost.
-- done() prints one line for scripts:
--   BENCH requests=N seconds=S rps=R p50_us=U p90_us=U p99_us=U max_us=U non2xx=N connect=N read=N write=N timeout=N
local threads = {}
function setup(thread) table.insert(threads, thread) end
non2xx = 0
function response(status) if status < 200 or status > 299 then non2xx = non2xx + 1 end end
function done(summary, latency)
   local failures = 0
   for _, thread in ipairs(threads) do failures = failures + thread:get("non2xx") end
   local seconds, errors = summary.duration / 1e6, summary.errors
   io.write(string.format(
      "BENCH requests=%d seconds=%.3f rps=%.1f p50_us=%d p90_us=%d p99_us=%d max_us=%d non2xx=%d connect=%d read=%d write=%d timeout=%d\n",
      summary.requests, seconds, summary.requests / seconds, latency:percentile(50), latency:percentile(90),
      latency:percentile(99), latency.max, failures, errors.connect, errors.read, errors.write, errors.timeout))
end
