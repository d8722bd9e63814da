"""The hand review's widgets (issue 27): the Analyse button, the marks on the history and the replay timeline,
the key moments and the alternatives shown on the table. The review itself is ``gunapp.review`` (no Qt)."""
